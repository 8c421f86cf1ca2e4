export const SETUP_PATH = "/admin/configuracion";
export const EDIT_CLUB_PATH = "/admin/configuracion/editar_club";
