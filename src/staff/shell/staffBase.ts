/** Base path of every staff page (the router's basename; the server serves staff.html under it). */
export const STAFF_BASE = '/staff';
