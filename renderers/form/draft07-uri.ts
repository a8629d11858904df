// Stand-in for fast-uri where @rjsf/utils imports it (23 kB of the form's chunk before minifying gzip, a tenth of
// it). rjsf resolves $id-relative references with it only in JSON Schema draft 2020-12 schemas; ours are draft-07,
// as the precompiled validators are, and `npm run screens -- check` refuses any other $schema in a form. Should a
// 2020-12 schema reach a form anyway, it says so rather than resolving a reference wrongly.

function draft2020Only(): never {
  throw new Error('form schemas are JSON Schema draft-07: draft 2020-12 $id references are not resolved')
}

export default { resolve: draft2020Only, equal: draft2020Only }
