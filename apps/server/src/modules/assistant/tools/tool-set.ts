import { bookingActivityTool } from "./booking-activity.tool";
import { compareSalesTool } from "./compare-sales.tool";
import { courtOccupancyTool } from "./court-occupancy.tool";
import { criticalStockTool } from "./critical-stock.tool";
import { findItemsTool } from "./find-items.tool";
import { itemSalesTool } from "./item-sales.tool";
import { itemStockTool } from "./item-stock.tool";
import { pendingOrdersTool } from "./pending-orders.tool";
import { registerSessionsTool } from "./register-sessions.tool";
import { salesTool } from "./sales.tool";
import { todayOverviewTool } from "./today-overview.tool";
import { topItemsTool } from "./top-items.tool";
import { topPlayersTool } from "./top-players.tool";

/**
 * Every tool the assistant has, by what they read: the day at a glance, sales, items (found by name
 * first), the registers, the courts and the players.
 */
export const ASSISTANT_TOOLS = [
  todayOverviewTool,
  salesTool,
  compareSalesTool,
  topItemsTool,
  pendingOrdersTool,
  findItemsTool,
  itemSalesTool,
  itemStockTool,
  criticalStockTool,
  registerSessionsTool,
  courtOccupancyTool,
  bookingActivityTool,
  topPlayersTool,
] as const;
