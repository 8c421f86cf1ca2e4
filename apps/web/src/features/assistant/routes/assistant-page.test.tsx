import {
  ASSISTANT_SUGGESTIONS,
  type AssistantConversation,
  type AssistantEvent,
  type AssistantFigure,
  type AssistantMessage,
} from "@club/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type StreamReplies, stubFetchWithStreams } from "../../../test/event-stream-stub";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { AssistantPage } from "./assistant-page";

const ASK = "/api/admin/ai/ask";
const LIST = "/api/admin/ai/get_conversations";
const DELETE = (id: number) => `/api/admin/ai/delete_conversation/${id}`;

const cashYesterday: AssistantFigure = {
  tool: "sales",
  title: "Ventas netas",
  period: { start_date: "2026-11-28", end_date: "2026-11-28", text: "el sábado 28 de noviembre" },
  filters: [{ label: "Medio de pago", value: "Efectivo" }],
  columns: [
    { key: "label", label: "", kind: "text" },
    { key: "net", label: "Ventas netas", kind: "clp" },
    { key: "sales", label: "N.º de ventas", kind: "count" },
  ],
  rows: [{ label: "Efectivo", net: 123_450, sales: 1_204 }],
  main: { key: "net", row: 0 },
  chart: "none",
  link: {
    href: "/admin/reportes?periodo=rango&desde=2026-11-28&hasta=2026-11-28",
    label: "Ver en Reportes",
  },
};

const answered: AssistantEvent[] = [
  { type: "meta", conversation_id: 7, engine: "builtin" },
  { type: "text", delta: "Ayer vendieron " },
  { type: "text", delta: "en efectivo lo que muestra la cifra." },
  { type: "figure", figure: cashYesterday },
  { type: "done", message_id: 71 },
];

const askedAbout = (content: string, id: number): AssistantMessage => ({
  id,
  role: "user",
  content,
  engine: null,
  figures: [],
  notices: [],
  created_at: "2026-11-27T15:00:00.000Z",
});

const earlier: AssistantConversation = {
  id: 3,
  title: "Stock crítico",
  updated_at: "2026-11-27T15:00:00.000Z",
  messages: [
    askedAbout("¿Qué productos están por agotarse?", 31),
    {
      id: 32,
      role: "assistant",
      content: "Dos productos están en su nivel crítico.",
      engine: "builtin",
      figures: [{ ...cashYesterday, title: "Stock crítico", link: null }],
      notices: [],
      created_at: "2026-11-27T15:00:01.000Z",
    },
  ],
};

const listOf = (conversations: AssistantConversation[]) => ({
  body: {
    conversations,
    pagination: {
      page: 1,
      pageSize: 20,
      pageCount: conversations.length,
      total: conversations.length,
      totalPages: 1,
    },
  },
});

function server(conversations: AssistantConversation[], ask: StreamReplies[string]) {
  return stubFetchWithStreams(
    {
      [LIST]: listOf(conversations),
      [DELETE(3)]: { body: { deleted: true } },
    },
    { [ASK]: ask },
  );
}

beforeEach(() => {
  localStorage.clear();
  storeToken();
});

describe("AssistantPage", () => {
  it("asks a suggested question and shows the answer's words and its figure, with where to see it", async () => {
    const fetchMock = server([], () => ({ events: answered }));
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    expect(screen.getByRole("heading", { name: "Asistente", level: 1 })).toBeVisible();
    await user.click(await screen.findByRole("button", { name: ASSISTANT_SUGGESTIONS[0] }));

    const answer = await screen.findByRole("article", { name: "Respuesta del asistente" });
    expect(
      await within(answer).findByText("Ayer vendieron en efectivo lo que muestra la cifra."),
    ).toBeVisible();
    const figure = within(answer).getByRole("figure", { name: "Ventas netas" });
    expect(within(figure).getByText("el sábado 28 de noviembre")).toBeVisible();
    expect(within(figure).getByText("Medio de pago: Efectivo")).toBeVisible();
    expect(within(figure).getByRole("cell", { name: "$123.450" })).toBeVisible();
    expect(within(figure).getByRole("cell", { name: "1.204" })).toBeVisible();
    expect(within(figure).getByRole("link", { name: "Ver en Reportes" })).toHaveAttribute(
      "href",
      cashYesterday.link?.href,
    );
    expect(screen.getByRole("article", { name: "Tu pregunta" })).toHaveTextContent(ASSISTANT_SUGGESTIONS[0]);
    expect(screen.queryByText("escribiendo…")).toBeNull();
    expect(callsTo(fetchMock, ASK)).toEqual([["POST", { question: ASSISTANT_SUGGESTIONS[0] }]]);
  });

  it("shows the words as they arrive, says it is writing and waits before the next question", async () => {
    server([], () => ({ events: answered.slice(0, 2), open: true }));
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    await user.type(
      await screen.findByRole("textbox", { name: "Escribe tu pregunta" }),
      "Ventas de ayer{Enter}",
    );
    expect(await screen.findByText("Ayer vendieron")).toBeVisible();
    expect(screen.getByText("escribiendo…")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Escribe tu pregunta" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Enviar pregunta" })).toBeDisabled();
  });

  it("continues the conversation it was given, and says what it did not understand with other questions", async () => {
    const fetchMock = server([], (body) =>
      (body as { conversation_id?: number }).conversation_id === 7
        ? {
            events: [
              { type: "meta", conversation_id: 7, engine: "builtin" },
              { type: "notice", code: "unknown", message: "No entendí la pregunta." },
              { type: "suggestions", questions: ["¿Cuánto vendimos hoy?", "¿Qué horas quedan vacías?"] },
              { type: "done", message_id: 73 },
            ],
          }
        : { events: answered },
    );
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    const input = await screen.findByRole("textbox", { name: "Escribe tu pregunta" });
    await user.type(input, "Ventas de ayer{Enter}");
    await screen.findByRole("figure", { name: "Ventas netas" });
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, "¿Y el clima?{Enter}");
    expect(await screen.findByText("No entendí la pregunta.")).toBeVisible();
    const next = screen.getByRole("group", { name: "Preguntas sugeridas" });
    expect(within(next).getByRole("button", { name: "¿Cuánto vendimos hoy?" })).toBeEnabled();
    expect(callsTo(fetchMock, ASK).map(([, body]) => body)).toEqual([
      { question: "Ventas de ayer" },
      { question: "¿Y el clima?", conversation_id: 7 },
    ]);
  });

  it("keeps a refused question written and says why in Spanish under it", async () => {
    server([], () => errorReply(400, "VALIDATION_ERROR", "La pregunta puede tener hasta 500 caracteres"));
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    const input = await screen.findByRole("textbox", { name: "Escribe tu pregunta" });
    await user.type(input, "Una pregunta{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "La pregunta puede tener hasta 500 caracteres",
    );
    expect(input).toHaveValue("Una pregunta");
    expect(screen.queryByRole("article", { name: "Tu pregunta" })).toBeNull();
  });

  it("opens on the latest conversation, and a new one asks without it", async () => {
    const fetchMock = server([earlier], () => ({ events: answered }));
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    expect(await screen.findByText("Dos productos están en su nivel crítico.")).toBeVisible();
    expect(screen.getByRole("article", { name: "Tu pregunta" })).toHaveTextContent(
      "¿Qué productos están por agotarse?",
    );
    expect(screen.getByRole("figure", { name: "Stock crítico" })).toBeVisible();
    expect(screen.queryByRole("button", { name: ASSISTANT_SUGGESTIONS[0] })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Nueva conversación" }));
    await user.click(screen.getByRole("button", { name: ASSISTANT_SUGGESTIONS[1] }));
    await screen.findByRole("figure", { name: "Ventas netas" });
    await user.type(screen.getByRole("textbox", { name: "Escribe tu pregunta" }), "Otra{Enter}");
    await waitFor(() => expect(callsTo(fetchMock, ASK)).toHaveLength(2));
    expect(callsTo(fetchMock, ASK).map(([, body]) => body)).toEqual([
      { question: ASSISTANT_SUGGESTIONS[1] },
      { question: "Otra", conversation_id: 7 },
    ]);
  });

  it("asks before deleting the conversation, then deletes it and starts anew", async () => {
    const fetchMock = server([earlier], () => ({ events: answered }));
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    await screen.findByText("Dos productos están en su nivel crítico.");
    await user.click(screen.getByRole("button", { name: "Borrar conversación" }));
    const dialog = await screen.findByRole("dialog", { name: "Borrar conversación" });
    await user.click(within(dialog).getByRole("button", { name: "Volver" }));
    expect(callsTo(fetchMock, DELETE(3))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Borrar conversación" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Borrar" }));
    await waitFor(() => expect(callsTo(fetchMock, DELETE(3))).toEqual([["DELETE", undefined]]));
    expect(await screen.findByRole("button", { name: ASSISTANT_SUGGESTIONS[0] })).toBeVisible();
    expect(screen.queryByText("Dos productos están en su nivel crítico.")).toBeNull();
  });

  it("opens an earlier conversation from the list, and asks on in it", async () => {
    const latest: AssistantConversation = {
      id: 9,
      title: "Ventas de ayer",
      updated_at: "2026-11-29T10:00:00.000Z",
      messages: [askedAbout("Ventas de ayer", 91)],
    };
    const fetchMock = server([latest, earlier], () => ({ events: answered }));
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    expect(await screen.findByRole("article", { name: "Tu pregunta" })).toHaveTextContent("Ventas de ayer");
    await user.click(screen.getByRole("button", { name: "Conversaciones" }));
    await user.click(await screen.findByRole("menuitem", { name: /Stock crítico/ }));
    expect(await screen.findByText("Dos productos están en su nivel crítico.")).toBeVisible();
    expect(screen.getByRole("article", { name: "Tu pregunta" })).toHaveTextContent(
      "¿Qué productos están por agotarse?",
    );
    await user.type(screen.getByRole("textbox", { name: "Escribe tu pregunta" }), "¿Y hoy?{Enter}");
    await waitFor(() =>
      expect(callsTo(fetchMock, ASK)).toEqual([["POST", { question: "¿Y hoy?", conversation_id: 3 }]]),
    );
  });

  it("reads older conversations into the list, a page at a time, while there are more", async () => {
    const older: AssistantConversation = { ...earlier, id: 4, title: "Cierres de la semana" };
    stubFetch((_method, url) => {
      if (url.pathname !== LIST) return undefined;
      const page = Number(url.searchParams.get("page"));
      const pagination = { page, pageSize: 20, pageCount: 2, total: 21, totalPages: 2 };
      return { body: { conversations: page === 2 ? [older] : [earlier], pagination } };
    });
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    await user.click(await screen.findByRole("button", { name: "Conversaciones" }));
    expect(screen.queryByRole("menuitem", { name: /Cierres de la semana/ })).toBeNull();
    await user.click(await screen.findByRole("menuitem", { name: "Ver conversaciones anteriores" }));
    expect(await screen.findByRole("menuitem", { name: /Cierres de la semana/ })).toBeVisible();
    expect(screen.queryByRole("menuitem", { name: "Ver conversaciones anteriores" })).toBeNull();
  });

  it("draws a figure of several rows as bars when it asks for a chart", async () => {
    const byMethod: AssistantFigure = {
      ...cashYesterday,
      title: "Ventas por medio de pago",
      filters: [],
      rows: [
        { label: "Efectivo", net: 123_450, sales: 12 },
        { label: "Débito", net: 80_000, sales: 9 },
      ],
      chart: "bar",
    };
    server([], () => ({ events: [answered[0], { type: "figure", figure: byMethod }, answered[4]] }));
    const user = userEvent.setup();
    renderWithProviders(<AssistantPage />);
    await user.click(await screen.findByRole("button", { name: ASSISTANT_SUGGESTIONS[0] }));
    const figure = await screen.findByRole("figure", { name: "Ventas por medio de pago" });
    expect(
      await within(figure).findByRole("img", { name: "Ventas por medio de pago: Ventas netas" }),
    ).toBeInTheDocument();
  });
});
