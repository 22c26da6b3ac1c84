export * from "./locale";
export * from "./react";
