import type { AssistantConversation } from "@club/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { askAssistant } from "../api/ask-assistant";
import { CONVERSATIONS_KEY } from "../api/conversations";
import { type AnswerTurn, askedTurns, type Turn, turnsOf, withEvent } from "../utils/chat-turns";

type Shown = { id: number | null; turns: Turn[] };

const shownOf = (conversation: AssistantConversation | undefined): Shown => ({
  id: conversation?.id ?? null,
  turns: turnsOf(conversation?.messages ?? []),
});

const UNEXPECTED = "No se pudo obtener la respuesta. Inténtalo de nuevo.";

/**
 * The conversation on screen: the latest stored one until the administrator asks, opens another or starts
 * a new one; each question's answer fills in as its events arrive. `ask` resolves false when the server
 * refused the question (it is then not shown, and `error` says why).
 */
export function useAssistantChat(latest: AssistantConversation | undefined) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Shown | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const shown = chosen ?? shownOf(latest);

  const ask = useCallback(
    async (question: string): Promise<boolean> => {
      const [asked, answer] = askedTurns(question);
      setChosen({ id: shown.id, turns: [...shown.turns, asked, answer] });
      setPending(true);
      setError(null);
      const updateAnswer = (update: (turn: AnswerTurn) => AnswerTurn) =>
        setChosen((current) =>
          current
            ? {
                ...current,
                turns: current.turns.map((t) =>
                  t.key === answer.key && t.role === "assistant" ? update(t) : t,
                ),
              }
            : current,
        );
      let heard = false;
      const controller = new AbortController();
      abort.current = controller;
      try {
        await askAssistant(
          { question, ...(shown.id === null ? {} : { conversation_id: shown.id }) },
          (event) => {
            heard = true;
            if (event.type === "meta")
              setChosen((current) => (current ? { ...current, id: event.conversation_id } : current));
            else updateAnswer((turn) => withEvent(turn, event));
          },
          controller.signal,
        );
        return true;
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : UNEXPECTED);
        if (heard) {
          updateAnswer((turn) => ({ ...turn, streaming: false }));
          return true;
        }
        // Refused before any answer: the question goes back to the input.
        setChosen((current) =>
          current
            ? { ...current, turns: current.turns.filter((t) => t !== asked && t.key !== answer.key) }
            : current,
        );
        return false;
      } finally {
        setPending(false);
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      }
    },
    [shown, queryClient],
  );

  const open = useCallback((conversation: AssistantConversation) => {
    setChosen(shownOf(conversation));
    setError(null);
  }, []);

  const startNew = useCallback(() => {
    setChosen({ id: null, turns: [] });
    setError(null);
  }, []);

  return { conversationId: shown.id, turns: shown.turns, pending, error, ask, open, startNew };
}
