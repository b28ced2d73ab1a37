export * from "./users";
export * from "./companies";
export * from "./drivers";
export * from "./jobs";
export * from "./catalogue";
export * from "./rides";
export * from "./rate-limits";
export * from "./inspections";
