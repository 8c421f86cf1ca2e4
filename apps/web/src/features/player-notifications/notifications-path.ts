/** Where the player's inbox lives (the route in app/routes.tsx, the bell's link). */
export const NOTIFICATIONS_PATH = "/notificaciones";
