export * from "./cash-registers";
export * from "./catalog";
export * from "./clubs";
export * from "./inventory";
export * from "./notifications";
export * from "./throttles";
export * from "./uploads";
export * from "./users";
