// The playground's address, in a file of its own: the route table and the 调试 panel name it without loading it.
export const PLAYGROUND_PATH = '/debug/playground'
