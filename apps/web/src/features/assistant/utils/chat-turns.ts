import type { AssistantEvent, AssistantFigure, AssistantMessage } from "@club/contract";

export type Notice = AssistantMessage["notices"][number];

export type QuestionTurn = { role: "user"; key: string; text: string };
export type AnswerTurn = {
  role: "assistant";
  key: string;
  text: string;
  figures: AssistantFigure[];
  notices: Notice[];
  suggestions: string[];
  // Still arriving: the screen says "escribiendo…".
  streaming: boolean;
};
export type Turn = QuestionTurn | AnswerTurn;

/** A stored conversation's messages as the screen shows them. */
export function turnsOf(messages: readonly AssistantMessage[]): Turn[] {
  return messages.map((m) =>
    m.role === "user"
      ? { role: "user", key: `m${m.id}`, text: m.content }
      : {
          role: "assistant",
          key: `m${m.id}`,
          text: m.content,
          figures: m.figures,
          notices: m.notices,
          suggestions: [],
          streaming: false,
        },
  );
}

let asked = 0;

/** A question just asked and its answer, empty until the stream fills it. */
export function askedTurns(question: string): [QuestionTurn, AnswerTurn] {
  asked += 1;
  return [
    { role: "user", key: `q${asked}`, text: question },
    {
      role: "assistant",
      key: `a${asked}`,
      text: "",
      figures: [],
      notices: [],
      suggestions: [],
      streaming: true,
    },
  ];
}

/** The answer being streamed with one more event in it (`meta` is read by the caller). */
export function withEvent(answer: AnswerTurn, event: AssistantEvent): AnswerTurn {
  switch (event.type) {
    case "text":
      return { ...answer, text: answer.text + event.delta };
    case "figure":
      return { ...answer, figures: [...answer.figures, event.figure] };
    case "notice":
      return { ...answer, notices: [...answer.notices, { code: event.code, message: event.message }] };
    case "suggestions":
      return { ...answer, suggestions: event.questions };
    case "done":
      return { ...answer, streaming: false };
    default:
      return answer;
  }
}
