export * from "./cash-registers";
export * from "./clubs";
export * from "./notifications";
export * from "./users";
