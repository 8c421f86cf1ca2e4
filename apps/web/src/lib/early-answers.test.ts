import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/fetch-stub";
import { storeToken, tokenFor } from "../test/fixtures";
import { forgetEarlyAnswers, sendEarly, takeEarly } from "./early-answers";
import { currentToken } from "./session";

afterEach(() => {
  forgetEarlyAnswers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("answers sent early", () => {
  it("are sent once with the session's token and taken once by that session", async () => {
    storeToken();
    const fetchMock = stubFetch({ "/api/x": { body: { ok: true } } });
    sendEarly("/api/x");
    sendEarly("/api/x");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const token = currentToken() ?? "";
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { authorization: `Bearer ${token}` } });
    const answer = takeEarly("/api/x", token);
    expect(await (await answer)?.json()).toEqual({ ok: true });
    expect(takeEarly("/api/x", token)).toBeUndefined();
  });

  it("are never handed to another session, nor sent signed out", () => {
    const fetchMock = stubFetch({});
    sendEarly("/api/x");
    expect(fetchMock).not.toHaveBeenCalled();
    storeToken();
    sendEarly("/api/x");
    expect(takeEarly("/api/x", tokenFor("2"))).toBeUndefined();
  });

  it("are not taken once they are more than a few seconds old", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    storeToken();
    stubFetch({});
    sendEarly("/api/x");
    vi.setSystemTime(Date.now() + 11_000);
    expect(takeEarly("/api/x", currentToken() ?? "")).toBeUndefined();
  });
});
