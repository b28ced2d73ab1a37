/** Where a driver page's HTML keeps its data and its rendered tree (the server writes, client.tsx reads). */
export const VIEW_ELEMENT_ID = "driver-view";
export const ROOT_ELEMENT_ID = "driver-root";
