import { describe, expect, it } from "vitest";
import {
  LIST_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
  PAGINATION_RADIUS,
  pageCount,
  pageInfo,
  paginationWindow,
} from "./pagination";

describe("paginationWindow", () => {
  it("shows two pages each side of the current page", () => {
    expect(paginationWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it("clamps at both ends without widening", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(10, 10)).toEqual([8, 9, 10]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("is empty without pages", () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it("clamps an out-of-range current page", () => {
    expect(paginationWindow(99, 10)).toEqual([8, 9, 10]);
    expect(paginationWindow(0, 10)).toEqual([1, 2, 3]);
  });

  it("accepts a custom radius", () => {
    expect(paginationWindow(5, 10, 1)).toEqual([4, 5, 6]);
    expect(paginationWindow(5, 10, 0)).toEqual([5]);
  });
});

describe("pageCount", () => {
  it("rounds up partial pages", () => {
    expect(pageCount(0, LIST_PAGE_SIZE)).toBe(0);
    expect(pageCount(10, LIST_PAGE_SIZE)).toBe(1);
    expect(pageCount(11, LIST_PAGE_SIZE)).toBe(2);
    expect(pageCount(7, ORDERS_PAGE_SIZE)).toBe(3);
  });

  it("rejects invalid page sizes", () => {
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });
});

describe("page size constants", () => {
  it("match the spec", () => {
    expect(NOTIFICATION_PAGE_SIZE).toBe(5);
    expect(LIST_PAGE_SIZE).toBe(10);
    expect(ORDERS_PAGE_SIZE).toBe(3);
    expect(PAGINATION_RADIUS).toBe(2);
  });
});

describe("pageInfo", () => {
  it("gives page count and total pages together, zero pages for no rows", () => {
    expect(pageInfo(2, 5, 11)).toEqual({ page: 2, pageSize: 5, pageCount: 3, total: 11, totalPages: 3 });
    expect(pageInfo(1, 10, 0)).toEqual({ page: 1, pageSize: 10, pageCount: 0, total: 0, totalPages: 0 });
  });
});
