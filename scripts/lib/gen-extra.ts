// Further generated outputs (API entity types, the call map) join here as the API layer grows.
export async function extraOutputs(): Promise<Map<string, string>> {
  return new Map()
}
