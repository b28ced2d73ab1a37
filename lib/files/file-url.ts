/** The address a browser loads a stored file from (the route checks who may read it). */
export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;
