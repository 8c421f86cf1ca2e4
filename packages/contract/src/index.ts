import "./zod-in-browsers";
import { z } from "zod";

// Validation messages reach people: Spanish everywhere the schemas run (server and browser).
z.config(z.locales.es());

export * from "./auth";
export * from "./booking-schemas";
export * from "./bookings";
export * from "./cash-movements";
export * from "./cash-register-record-detail";
export * from "./cash-register-setup";
export * from "./cash-registers";
export * from "./club-players";
export * from "./clubs";
export * from "./common";
export * from "./court-schemas";
export * from "./courts";
export * from "./endpoint";
export * from "./endpoint-walk";
export * from "./errors";
export * from "./global-state";
export * from "./item-categories";
export * from "./item-schemas";
export * from "./item-stock";
export * from "./items";
export * from "./live";
export * from "./notifications";
export * from "./order-schemas";
export * from "./orders";
export * from "./payments";
export * from "./products";
export * from "./report-range";
export * from "./sales-reports";
export * from "./staff-booking-schemas";
export * from "./staff-bookings";
export * from "./staff-payments";
export * from "./text";
export * from "./uploads";
