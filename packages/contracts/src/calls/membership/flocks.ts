// The calls of this feature are described here (issue 8: one descriptor per call).
export {};
