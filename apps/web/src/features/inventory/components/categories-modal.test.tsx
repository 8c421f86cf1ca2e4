import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { makeCategory } from "../test/fixtures";
import { CategoriesButton } from "./categories-modal";

const CATEGORY_API = "/api/admin/item_category";
const pelotas = makeCategory();

beforeEach(() => {
  storeToken();
});

function server() {
  let categories = [pelotas];
  return stubFetch((method, url, body) => {
    const data = (body as { data?: { item_category_name: string } } | undefined)?.data;
    if (url.pathname === `${CATEGORY_API}/get_categories`) return { body: { data: categories } };
    if (method === "POST" && url.pathname === `${CATEGORY_API}/create_category`) {
      if (data?.item_category_name.trim().toLowerCase() === "pelotas") {
        return errorReply(409, "CONFLICT", "Ya existe una categoría con ese nombre.");
      }
      const created = makeCategory({
        id: 9,
        item_category_name: data?.item_category_name,
        item_category_items_count: 0,
      });
      categories = [...categories, created];
      return { body: { ok: true, message: "Categoría creada.", data: created } };
    }
    if (method === "PUT" && url.pathname === `${CATEGORY_API}/update_category/3`) {
      categories = [{ ...pelotas, item_category_name: data?.item_category_name ?? "" }];
      return { body: { ok: true, message: "Categoría actualizada.", data: categories[0] } };
    }
    if (method === "DELETE" && url.pathname === `${CATEGORY_API}/delete_category/3`) {
      categories = [];
      return { body: { ok: true, message: "Categoría eliminada.", id: 3 } };
    }
    return undefined;
  });
}

async function openModal() {
  const user = userEvent.setup();
  renderWithProviders(<CategoriesButton />);
  await user.click(screen.getByRole("button", { name: "Categorías" }));
  await screen.findByRole("listitem", { name: "Pelotas" });
  return user;
}

describe("CategoriesButton", () => {
  it("creates a category and says when the name is taken", async () => {
    server();
    const user = await openModal();
    await user.type(screen.getByRole("textbox", { name: "Nueva categoría" }), "pelotas{Enter}");
    expect(await screen.findByText("Ya existe una categoría con ese nombre.")).toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "Nueva categoría" }));
    await user.type(screen.getByRole("textbox", { name: "Nueva categoría" }), "Bebidas{Enter}");
    expect(await screen.findByRole("listitem", { name: "Bebidas" })).toHaveTextContent("0 productos");
  });

  it("renames a category", async () => {
    const fetchMock = server();
    const user = await openModal();
    await user.click(screen.getByRole("button", { name: "Renombrar Pelotas" }));
    const input = screen.getByRole("textbox", { name: "Nuevo nombre de Pelotas" });
    await user.clear(input);
    await user.type(input, "Pelotas y tubos{Enter}");
    expect(await screen.findByRole("listitem", { name: "Pelotas y tubos" })).toBeInTheDocument();
    expect(callsTo(fetchMock, `${CATEGORY_API}/update_category/3`)[0]?.[1]).toMatchObject({
      data: { item_category_name: "Pelotas y tubos" },
    });
  });

  it("asks before deleting and says its items go to 'Sin categoria'", async () => {
    const fetchMock = server();
    const user = await openModal();
    await user.click(screen.getByRole("button", { name: "Eliminar Pelotas" }));
    const confirm = screen.getByRole("listitem", { name: "Pelotas" });
    expect(confirm).toHaveTextContent("Sus 4 productos quedarán en «Sin categoria»");
    expect(callsTo(fetchMock, `${CATEGORY_API}/delete_category/3`)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Eliminar categoría" }));
    expect(await screen.findByText("Aún no hay categorías. Crea la primera arriba.")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `${CATEGORY_API}/delete_category/3`)).toHaveLength(1));
  });
});
