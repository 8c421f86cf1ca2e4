import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { ROUTE_TREE_TESTS, webTest } from "./vitest.config";

/** The web tests that render the whole route tree, each file isolated (see ROUTE_TREE_TESTS). */
export default defineProject({
  plugins: [react()],
  test: { ...webTest, name: "web-routes", include: ROUTE_TREE_TESTS },
});
