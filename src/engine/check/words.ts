// Every message of the screen checker, as data: what is wrong, then one sentence saying how to put it right, in
// Chinese (the default: product staff read these) and English (`screens check --lang en`). {name} is filled from
// the finding's values; a value may itself be a message ({mean}: the "did you mean" part). words.test.ts holds
// both languages to the same placeholders.
export type Lang = 'zh' | 'en'

export const CHECK_WORDS = {
  // Joining words and small phrases, used inside other messages.
  didYouMean: { zh: '（是不是想写“{name}”？）', en: ' (did you mean "{name}"?)' },
  knownList: { zh: '（可用的有：{list}）', en: ' (known: {list})' },
  inExpression: { zh: '（在 {{ {expr} }} 中）', en: ' (in {{ {expr} }})' },
  orList: { zh: '{all}，或{next}', en: '{all}, or {next}' },
  typeString: { zh: '文字（字符串）', en: 'a string' },
  typeNumber: { zh: '数字', en: 'a number' },
  typeInteger: { zh: '整数', en: 'a whole number' },
  typeBoolean: { zh: 'true 或 false', en: 'true or false' },
  typeObject: { zh: '对象 { }', en: 'an object' },
  typeArray: { zh: '列表 [ ]', en: 'a list' },
  typeNull: { zh: 'null', en: 'null' },
  refAction: { zh: '一个动作', en: 'an action' },
  refNode: { zh: '一个节点', en: 'a node' },
  refDataSource: { zh: '一个数据源', en: 'a data source' },
  refExpression: { zh: '一个 {{ }} 表达式', en: 'a {{ }} expression' },
  refOther: { zh: '一个 {name}', en: 'a {name}' },
  listOf: { zh: '由{what}组成的列表', en: 'a list of {what}' },
  listOfActions: { zh: '由动作组成的列表', en: 'a list of actions' },
  listOfNodes: { zh: '由节点组成的列表', en: 'a list of nodes' },
  oneOfValues: { zh: '以下之一：{list}', en: 'one of {list}' },
  somethingElse: { zh: '其他写法', en: 'something else' },

  // The file as text.
  notJson: {
    zh: '不是有效的 JSON：{why}。按提示改正这一处（常见原因：多了或少了逗号、引号不是英文双引号）',
    en: 'invalid JSON: {why}. Correct it at this place (usually a missing or extra comma, or quotes that are not straight double quotes)',
  },
  endOfFile: { zh: '文件末尾', en: 'the end of the file' },
  jsonControl: {
    zh: '字符串里有换行或控制字符（换行请写成 \\n）',
    en: 'line break or control character inside a string (write \\n instead)',
  },
  jsonEscape: { zh: '字符串里的转义“{escape}”无效', en: 'invalid escape "{escape}" in a string' },
  jsonUnclosed: { zh: '字符串没有用 " 结束', en: 'a string is not closed with "' },
  jsonSingleQuote: { zh: '字符串必须用英文双引号（"）', en: 'strings must use double quotes (")' },
  jsonEndsEarly: { zh: '文件在应有值的地方结束了', en: 'the file ends where a value was expected' },
  jsonExpectedValue: { zh: '这里应有一个值，却是 {found}', en: 'expected a value, found {found}' },
  jsonExpectedName: { zh: '这里应有用双引号括起的属性名，却是 {found}', en: 'expected a property name in double quotes, found {found}' },
  jsonExpectedColon: { zh: '属性名后应有“:”，却是 {found}', en: 'expected ":" after a property name, found {found}' },
  jsonExpectedAfterValue: { zh: '属性值后应有“,”或“}”，却是 {found}', en: 'expected "," or "}" after a property value, found {found}' },
  jsonExpectedAfterItem: { zh: '列表项后应有“,”或“]”，却是 {found}', en: 'expected "," or "]" after a list item, found {found}' },
  jsonTrailingComma: { zh: '“{close}”前多了一个逗号：删掉它', en: 'trailing comma before "{close}": remove it' },
  jsonAfterEnd: { zh: 'JSON 已经结束，后面却还有 {found}', en: 'unexpected {found} after the end of the JSON value' },
  notPrettier: {
    zh: '格式与 lint 要求的不一致（Prettier）。运行 npm run screens -- check --fix {file} 自动排版',
    en: 'not formatted as the lint step wants (Prettier). Run npm run screens -- check --fix {file} to format it',
  },
  cannotRead: {
    zh: '无法读取文件：{why}。确认文件存在且可读',
    en: 'cannot read the file: {why}. Check that the file exists and is readable',
  },
  checkFailed: {
    zh: '无法检查这份配置：{why}。刷新页面后再试',
    en: 'the configuration could not be checked: {why}. Reload the page and try again',
  },

  // The screen language's schema.
  unknownProperty: {
    zh: '未知属性“{name}”{mean}。改成这里允许的属性，或删掉它',
    en: 'unknown property "{name}"{mean}. Use a property allowed here, or remove it',
  },
  enumNames: {
    zh: '不支持“enumNames”。改用 "oneOf": [{ "const": 值, "title": "显示的文字" }, ...]，每个选项一项',
    en: '"enumNames" is not supported. Use "oneOf": [{ "const": value, "title": "label shown" }, ...], one entry per option',
  },
  enumNamesAs: {
    zh: '不支持“enumNames”。删掉 "enum" 和 "enumNames"，改写成 {oneOf}',
    en: '"enumNames" is not supported. Remove "enum" and "enumNames" and write {oneOf}',
  },
  required: { zh: '缺少必填属性“{name}”。在这里加上它', en: '"{name}" is required. Add it here' },
  mustBeType: { zh: '这里应该是{what}。按这个类型改写', en: 'must be {what}. Write it as such' },
  mustBeNode: {
    zh: '这里应该是一个节点：带 "type" 的对象。写成 { "type": "text", ... } 这样',
    en: 'must be a node: an object with a "type". Write it like { "type": "text", ... }',
  },
  mustBeAction: {
    zh: '这里应该是一个动作：带 "action" 的对象。写成 { "action": "toast", ... } 这样',
    en: 'must be an action: an object with an "action". Write it like { "action": "toast", ... }',
  },
  mustBeDataSource: {
    zh: '这里应该是一个数据源：带 {list} 其中一个键的对象。加上其中一个',
    en: 'must be a data source: an object with one of the keys {list}. Add one of them',
  },
  mustBeOneOf: { zh: '只能是以下之一：{list}。改成其中一个', en: 'must be one of: {list}. Use one of them' },
  mustBeConst: { zh: '只能是 {value}。改成这个值', en: 'must be {value}. Use this value' },
  mustMatch: { zh: '写法不对：{rule}。照这个规则改写', en: '{rule}. Rewrite it so' },
  patternId: {
    zh: '只能用小写字母、数字、- 和 _，用 / 分段（如 home/no-data）',
    en: 'must be lower-case letters, digits, - and _, in parts separated by / (like home/no-data)',
  },
  patternRoute: {
    zh: '应是以 / 开头的路径，由字母、数字、- _ . ~ 和 :参数 组成，结尾不带 /（如 /integral/detail）',
    en: 'must be a path starting with /, made of letters, digits, - _ . ~ and :parameters, with no / at the end (like /integral/detail)',
  },
  patternExpression: { zh: '应是一个完整的 {{ }} 表达式', en: 'must be a single {{ }} expression' },
  patternName: { zh: '应以字母开头，后面是字母、数字、_ 或 -', en: 'must start with a letter, followed by letters, digits, _ or -' },
  patternWord: { zh: '应以字母开头，后面是字母、数字或 _', en: 'must start with a letter, followed by letters, digits or _' },
  patternState: {
    zh: '应是状态名，嵌套的值用点分隔（如 filter.name）',
    en: 'must be a state name, dotted for nested values (like filter.name)',
  },
  patternOther: { zh: '应符合格式 {pattern}', en: 'must match the pattern {pattern}' },
  notEmpty: { zh: '不能为空。至少写一项', en: 'must not be empty. Write at least one' },
  minItems: { zh: '至少要有 {n} 项。补足', en: 'must have at least {n} entries. Add the missing ones' },
  maxItems: { zh: '最多 {n} 项。删掉多余的', en: 'must have at most {n} entries. Remove the extra ones' },
  minLength: { zh: '至少 {n} 个字。补足', en: 'must be at least {n} characters. Write more' },
  maxLength: { zh: '最多 {n} 个字。缩短', en: 'must be at most {n} characters. Shorten it' },
  minimum: { zh: '不能小于 {n}。改大', en: 'must be at least {n}. Use a larger value' },
  maximum: { zh: '不能大于 {n}。改小', en: 'must be at most {n}. Use a smaller value' },
  exclusiveMinimum: { zh: '必须大于 {n}。改大', en: 'must be more than {n}. Use a larger value' },
  exclusiveMaximum: { zh: '必须小于 {n}。改小', en: 'must be less than {n}. Use a smaller value' },
  format: { zh: '不是有效的 {format}。按这种格式改写', en: 'must be a valid {format}. Rewrite it so' },
  notAllowed: { zh: '这里不允许写这个。删掉它', en: 'is not allowed here. Remove it' },
  propertyName: { zh: '名称“{name}”{why}', en: 'the name "{name}" {why}' },
  schemaOther: { zh: '不符合规则（{keyword}）：{detail}', en: '{detail} ({keyword})' },
  unknownNodeType: {
    zh: '未知的节点类型“{name}”{mean}。改成已有的节点类型',
    en: 'unknown node type "{name}"{mean}. Use a node type that exists',
  },
  unknownAction: { zh: '未知的动作“{name}”{mean}。改成已有的动作', en: 'unknown action "{name}"{mean}. Use an action that exists' },
  keyRequired: { zh: '缺少“{key}”（可用的有：{list}）。加上它', en: '"{key}" is required (one of: {list}). Add it' },
  dataSourceKind: { zh: '数据源需要 {list} 其中一个键。加上其中一个', en: 'a data source needs one of the keys {list}. Add one of them' },
  dataSourceKinds: {
    zh: '数据源只能有 {list} 其中一个键（这里有 {found}）。只留一个',
    en: 'a data source has exactly one of the keys {list} (found {found}). Keep only one',
  },

  // Expressions.
  unknownName: {
    zh: '未知的名字“{name}”{where}{mean}。改成可读的名字',
    en: 'unknown name "{name}"{where}{mean}. Use a name that can be read',
  },
  forbiddenKey: { zh: '不能读取“{name}”{where}。删掉这部分', en: '"{name}" cannot be read{where}. Remove it' },
  unknownData: {
    zh: '未知的数据源“{name}”{where}{mean}（{declared}）。改成本页 "data" 里声明的名字，或在 "data" 里声明它',
    en: 'unknown data source "{name}"{where}{mean} ({declared}). Use a name declared in this screen\'s "data", or declare it there',
  },
  declaredData: { zh: '本页声明的有：{list}', en: 'declared: {list}' },
  unknownDataPath: {
    zh: '数据路径“{path}”不存在{where}：{at} 没有“{name}”{mean}。{of}',
    en: 'data path "{path}" does not exist{where}: {at} has no "{name}"{mean}. {of}',
  },
  nearestOf: { zh: '（最接近的是“{name}”；可用的有：{list}）', en: ' (the nearest is "{name}"; known: {list})' },
  onlyLength: {
    zh: '（列表和文字只有 length；列表的一项用 [0] 这样读）',
    en: ' (a list or text has only length; read an item of a list as [0])',
  },
  noProperties: { zh: '（这里不是对象，没有属性）', en: ' (it is not an object: it has no properties)' },
  staticValue: {
    zh: '它读的是本页写下的 static 值：改成这个值里有的属性',
    en: 'It is read from the static value written in this screen: use a property that value has',
  },
  pagedValue: {
    zh: '分页数据源的值是 { items, page, loading, error, isLastPage }，items 是每页的记录：改成其中之一',
    en: 'A paged source holds { items, page, loading, error, isLastPage }, items being the records of its pages: use one of them',
  },
  declaredValue: {
    zh: '它读的是 {kind} 数据源的值（{schema}）：改成其中有的属性',
    en: 'It is read from what an {kind} source holds ({schema}): use a property it has',
  },
  responseOf: {
    zh: '它读的是调用 {call} 的回应（{schema}）：改成回应里有的属性；若回应里确实有它，把它加进这个 schema',
    en: 'It is read from the response of the call {call} ({schema}): use a property the response has, or, if it does have this one, add it to that schema',
  },
  noDeclaredData: { zh: '本页没有声明数据源', en: 'this screen declares no data' },
  notPaged: {
    zh: '数据源“{name}”没有分页：列表只显示带 "paging" 的数据源。给它加上 "paging": { "size": 15 }',
    en: 'data source "{name}" is not paged: a list shows a source with "paging". Add "paging": { "size": 15 } to it',
  },
  onlyRegistered: {
    zh: "只能调用已注册的函数，如 date(x, 'YYYY-MM-DD'){where}。改成函数名加括号",
    en: "only registered functions can be called, like date(x, 'YYYY-MM-DD'){where}. Call a function by its name",
  },
  unknownFunction: {
    zh: '未知的函数“{name}”{where}{mean}。改成已注册的函数',
    en: 'unknown function "{name}"{where}{mean}. Use a registered function',
  },
  unknownWording: {
    zh: '未知的文案键“{key}”{where}{mean}。改成 screens/wording.json 里已有的键，或先在那里加上它',
    en: 'unknown wording key "{key}"{where}{mean}. Use a key of screens/wording.json, or add it there first',
  },
  unsupportedOperator: {
    zh: '不支持运算符“{op}”{where}。改用 + - * / % 比较或 && || ??',
    en: 'operator "{op}" is not supported{where}. Use + - * / %, comparisons or && || ??',
  },
  unsupportedSyntax: { zh: '不支持 {what}{where}。改写成简单的表达式', en: '{what} is not supported{where}. Write a simpler expression' },
  unclosedTemplate: { zh: '“{{” 没有对应的 “}}”。补上 }}', en: '"{{" has no closing "}}". Add the }}' },
  expressionSyntax: {
    zh: '表达式 {{ {expr} }} 写错了（{detail}）。检查括号和引号是否成对',
    en: 'cannot parse {{ {expr} }}: {detail}. Check that brackets and quotes are paired',
  },

  // A form's JSON Schema.
  formDraft: {
    zh: '表单用 JSON Schema draft-07（{uri}），预编译的校验器也是；不能是 {value}。改成 "{uri}" 或删掉 $schema',
    en: 'forms are JSON Schema draft-07 ({uri}), as their precompiled validators are; not {value}. Write "{uri}" or remove $schema',
  },
  formKeyword: {
    zh: '未知的 JSON Schema 关键字“{name}”{mean}。改成正确的关键字',
    en: 'unknown JSON Schema keyword "{name}"{mean}. Use the keyword meant',
  },
  formKeywordIgnored: {
    zh: '未知的 JSON Schema 关键字“{name}”：表单会忽略它，什么也不检查。删掉它，或改成 JSON Schema draft-07 的关键字',
    en: 'unknown JSON Schema keyword "{name}" (forms ignore it, so it checks nothing). Remove it or use a JSON Schema draft-07 keyword',
  },
  formRequiredFlag: {
    zh: '"required": true 在 JSON Schema 里无效。在上一层对象上列出必填字段："required": ["字段名"]',
    en: '"required": true is not JSON Schema. List the required fields on the object above: "required": ["fieldName"]',
  },
  formNoFile: { zh: '这个页面旁边没有文件 {ref}。改正 $ref 的路径', en: 'no file {ref} next to this screen. Correct the $ref path' },
  formInRef: { zh: '{ref} 的 {at}：{why}', en: '{ref} at {at}: {why}' },

  // Names that live elsewhere.
  unknownCall: {
    zh: '未知的接口“{name}”{mean}。改成 src/api/catalogue.ts 里的接口名',
    en: 'unknown call "{name}"{mean}. Use a call of src/api/catalogue.ts',
  },

  // Questionnaires.
  needsOptions: { zh: '{kind} 类题目需要 "options"。加上选项', en: 'a {kind} question needs "options". Add its options' },
  needsRows: { zh: '矩阵题需要 "rows"。加上各行', en: 'a matrix question needs "rows". Add its rows' },
  minAboveMax: { zh: '最小值 {min} 大于最大值 {max}。调换或改正', en: 'min {min} is above max {max}. Swap or correct them' },
  sectionRequired: { zh: '分节没有答案可以必填。删掉 "required"', en: 'a section has no answer to require. Remove "required"' },
  optionTwice: {
    zh: '选项值“{value}”在本题中用了两次。每个选项用不同的值',
    en: 'option value "{value}" is used twice in this question. Give each option its own value',
  },
  alertAnswer: {
    zh: '预警答案“{value}”不是本题的选项值{mean}。改成本题某个选项的 value',
    en: 'alert answer "{value}" is not one of this question\'s option values{mean}. Use the value of one of its options',
  },
  bandMinAboveMax: {
    zh: '分数段“{title}”的最小值 {min} 大于最大值 {max}。调换或改正',
    en: 'band "{title}": min {min} is above max {max}. Swap or correct them',
  },
  bandOverlap: {
    zh: '分数段“{title}”与“{before}”重叠：{min} 不大于 {max}。让它从 {next} 开始',
    en: 'band "{title}" overlaps "{before}": {min} is not above {max}. Start it at {next}',
  },
  bandGap: {
    zh: '{from} 到 {to} 分不在任何分数段里（在“{before}”和“{title}”之间）。让“{title}”从 {from} 开始',
    en: 'scores {from} to {to} fall in no band (between "{before}" and "{title}"). Start "{title}" at {from}',
  },
  questionTwice: {
    zh: '题目 id“{id}”用了两次（第一次在 {first}）。换一个 id',
    en: 'question id "{id}" is used twice (first at {first}). Give it another id',
  },
  ruleUnknownQuestion: {
    zh: '规则里的题目“{name}”不存在{mean}。改成已有题目的 id',
    en: 'rule names unknown question "{name}"{mean}. Use the id of a question',
  },
  ruleNotBefore: {
    zh: '规则读取“{name}”，但它不在本题之前。只能读前面题目的答案',
    en: 'rule reads "{name}", which is not asked before this question. Read only earlier answers',
  },
  skipUnknown: {
    zh: '跳转到不存在的题目“{to}”{mean}。改成后面某题的 id 或 "end"',
    en: 'skips to unknown question "{to}"{mean} (or "end"). Use the id of a later question or "end"',
  },
  skipBackward: {
    zh: '跳转到“{to}”，但它不在本题之后。只能向后跳',
    en: 'skips to "{to}", which is not after this question. Skip only forward',
  },

  // What a screen from outside the build may do (src/engine/remote/capabilities.ts).
  refused: {
    zh: '来自构建之外的页面不允许这样做（能力：{capability}）：{why}',
    en: 'not allowed for a screen from outside the build (capability: {capability}): {why}',
  },
  capabilitySources: { zh: '数据源', en: 'data sources' },
  capabilityWrites: { zh: '写操作', en: 'writing calls' },
  capabilityImages: { zh: '图片', en: 'images' },
  capabilityLinks: { zh: '链接', en: 'links' },
  refusedSource: {
    zh: '“{kind}”数据源。这样的页面只能读取 {list}',
    en: 'the "{kind}" data source; such a screen may read only {list}',
  },
  refusedActing: {
    zh: '“{action}”动作代用户操作，只能在用户点击时运行，不能在页面打开时运行。把它放到按钮的 press 里',
    en: 'the "{action}" action acts for the user, so it may run only from a user\'s tap, not when the screen opens. Put it in a button\'s press',
  },
  refusedWrite: {
    zh: '“{call}”会修改数据，只能在用户点击时调用（按钮的 press），不能在页面打开或数据源加载时调用',
    en: '"{call}" changes data, so it may be called only from a user\'s tap (a button\'s press), not when the screen opens or a source loads',
  },
  refusedLink: {
    zh: '“{to}”指向本应用和已配置的站点之外。改成本应用内的页面',
    en: '"{to}" leads outside the app and the configured hosts. Link to a page of the app',
  },
  refusedImage: {
    zh: '“{src}”不是本站或已配置图片站点的图片。改用本站或已配置站点的图片地址',
    en: '"{src}" is not a picture from this site or a configured image host. Use a picture from this site or a configured host',
  },

  // Across the files of screens/ (scripts/screens: duplicates, presets) and a file's own $schema.
  schemaPath: {
    zh: '"$schema" 应从本文件指向 schemas/{schema}。改成 "{path}"',
    en: 'must lead from this file to schemas/{schema}. Write "{path}"',
  },
  routeTwice: {
    zh: '路由“{route}”也在 {others} 中声明。改用另一个路径',
    en: 'route "{route}" is also declared by {others}. Use another path',
  },
  factTwice: {
    zh: '“{fact}”: "{value}" 也在 {others} 中声明，只能有一个路由这样写。删掉其中一处',
    en: '"{fact}": "{value}" is also declared by {others}; only one route may say it. Remove one of them',
  },
  idTwice: { zh: '页面 id“{id}”也被 {others} 使用。改用另一个 id', en: 'screen id "{id}" is also used by {others}. Use another id' },
  otherPlace: { zh: '{where}{as}', en: '{where}{as}' },
  thisFileAt: { zh: '本文件的 {at}', en: 'this file at {at}' },
  asPath: { zh: '（写作“{path}”）', en: ' (as "{path}")' },
  andList: { zh: '{list}、{next}', en: '{list}, {next}' },
  unknownPreset: {
    zh: '未知的预设“{name}”{why}。改成 screens/presets/ 里定义的名字',
    en: 'unknown preset "{name}"{why}. Use a name defined in screens/presets/',
  },
  noPresets: { zh: '（screens/ 里没有定义任何预设）', en: ' (no presets file in screens/ defines any)' },
  paramsOutsidePreset: {
    zh: '“params”只在预设里可读{where}：页面没有参数。直接写出这个值，或把这部分做成预设（screens/presets/）并用 "with" 传参',
    en: '"params" can be read only inside a preset{where}: a screen has no parameters. Write the value itself, or make this part a preset (screens/presets/) and pass it in "with"',
  },
  presetParam: {
    zh: '预设“{name}”的参数（"with"）：{problem}',
    en: 'parameter of preset "{name}" ("with"): {problem}',
  },
  presetTakesNoParams: {
    zh: '预设“{name}”不接受参数。删掉 "with"，或在预设里用 "params" 声明参数',
    en: 'preset "{name}" takes no parameters. Remove "with", or declare them with "params" in the preset',
  },
  presetParamsSchema: {
    zh: '预设“{name}”的 "params" 不是有效的 JSON Schema：{why}。改正它',
    en: 'the "params" of preset "{name}" is not a valid JSON Schema: {why}. Correct it',
  },
  presetUndeclaredParam: {
    zh: '读取了未声明的参数“{param}”{where}{mean}。改成 "params" 里声明的名字，或在那里声明它',
    en: 'reads undeclared parameter "{param}"{where}{mean}. Use a name declared in "params", or declare it there',
  },

  // Warnings: a piece of config copied instead of named (scripts/screens/repeats.ts).
  warning: { zh: '警告：{message}', en: 'warning: {message}' },
  repeatNode: {
    zh: '这段节点（{size} 个字符）与 {others} 完全相同。把它做成节点预设（screens/presets/nodes.json，不同之处用 "params" 声明），每处写 { "type": "preset", "name": ..., "with": { ... } }',
    en: 'these nodes ({size} characters) are the same as at {others}. Make them a node preset (screens/presets/nodes.json, with "params" for what differs) and write { "type": "preset", "name": ..., "with": { ... } } in each place',
  },
  repeatAction: {
    zh: '这段动作（{size} 个字符）与 {others} 完全相同。把它做成动作预设（screens/presets/actions.json，不同之处用 "params" 声明），每处写 { "action": "preset", "name": ..., "with": { ... } }',
    en: 'these actions ({size} characters) are the same as at {others}. Make them an action preset (screens/presets/actions.json, with "params" for what differs) and write { "action": "preset", "name": ..., "with": { ... } } in each place',
  },

  // The layout contract.
  insetPadding: {
    zh: '页面里的 stack 自己设了边距（padding {n}）：页面已给每屏 16 px 边距（renderers/README.md 的版式约定）。删掉 padding；上下留白用 "paddingBlock": {n}',
    en: 'a stack in the page sets its own inset (padding {n}): the page gives every screen its 16 px inset (renderers/README.md, the layout contract). Remove padding; for space above and below use "paddingBlock": {n}',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type WordKey = keyof typeof CHECK_WORDS

/** A message not yet in words: which one, and what fills its placeholders. */
export interface Said {
  word: WordKey
  values?: Readonly<Record<string, Value>>
}

export type Value = string | number | Said

export const said = (word: WordKey, values?: Readonly<Record<string, Value>>): Said => ({ word, values })

/** The message in `lang`, its placeholders filled (a value that is a message in the same language). */
export function say(lang: Lang, message: Said): string {
  const text: string = CHECK_WORDS[message.word][lang]
  const values = message.values ?? {}
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole
    const value = values[name]
    return typeof value === 'object' ? say(lang, value) : String(value)
  })
}
