// The builder's address, in a file of its own: the route table, the 调试 panel and the playground name it without
// loading it.
export const BUILDER_PATH = '/debug/builder'
