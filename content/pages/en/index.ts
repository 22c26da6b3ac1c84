export * from "./about";
export * from "./careers";
export * from "./investor";
export * from "./partner";
export * from "./support";
