import { createBrowserRouter } from "react-router";

// Placeholder while the shell is written.
export const router = createBrowserRouter([{ path: "/", element: <p>Club Padel</p> }]);
