/**
 * Taint rows for Java frameworks whose safe and unsafe forms look alike: Spring LDAP's builders (which encode the
 * values they are given), MyBatis mapper statements (`#{…}` bound, `${…}` spliced) and Thymeleaf's engines (a
 * template name, or template text where a StringTemplateResolver reads it). Types are simple class names. Rows only.
 */
import { mergeSpecs, type TaintSpec } from '../../core/taint-spec';

/** `Type.member` for every type and member. */
export const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));

/**
 * Spring LDAP builds filters and names from values it encodes itself: `query().where("cn").is(name)`, `new
 * EqualsFilter("cn", name)` and `LdapNameBuilder.newInstance(base).add("cn", name)` escape the value, so only the
 * attribute names and the builder's own text carry input on. `like` keeps `*` as a wildcard and raw `filter(text)`
 * encodes nothing: those pass through as any call does.
 */
const springLdap: TaintSpec = {
  propagators: [
    { callee: on(['ConditionCriteria'], ['is', 'gte', 'lte']), arity: 1, effect: 'receiver' },
    { callee: on(['LdapNameBuilder'], ['add']), arity: 2, effect: 'receiver' },
    { callee: ['EqualsFilter', 'GreaterThanOrEqualsFilter', 'LessThanOrEqualsFilter', 'ApproximateFilter'], form: 'new', arity: 2, effect: 'copy', arg: 0 },
  ],
  types: [
    { callee: ['LdapQueryBuilder.query', ...on(['LdapQueryBuilder'], ['base', 'attributes', 'countLimit', 'timeLimit', 'searchScope'])], returns: 'LdapQueryBuilder' },
    { callee: on(['LdapQueryBuilder', 'ContainerCriteria'], ['where', 'and', 'or']), returns: 'ConditionCriteria' },
    { callee: on(['ConditionCriteria'], ['not']), returns: 'ConditionCriteria' },
    { callee: on(['ConditionCriteria'], ['is', 'gte', 'lte', 'like', 'whitespaceWildcardsLike', 'isPresent']), returns: 'ContainerCriteria' },
    { callee: ['LdapNameBuilder.newInstance', ...on(['LdapNameBuilder'], ['add'])], returns: 'LdapNameBuilder' },
  ],
};

/**
 * MyBatis: a mapper method runs its annotation's SQL, lowered (mybatis.ts) as the annotation called with the text,
 * `${…}` substituted and `#{…}` bound; a provider's annotation is called with what the provider method returns.
 */
const mybatis: TaintSpec = {
  sinks: [
    { callee: ['Select', 'Insert', 'Update', 'Delete', 'SelectProvider', 'InsertProvider', 'UpdateProvider', 'DeleteProvider'], kind: 'sql', args: [0] },
  ],
};

/**
 * Thymeleaf: `process(template, context)` names a template for the engine's resolvers to find; a StringTemplateResolver
 * reads the name as the template's own text. These rows count only in a file that makes one (rules/string-templates.ts).
 */
export const STRING_TEMPLATE_ROWS = 'string-template';
const ENGINES = ['TemplateEngine', 'SpringTemplateEngine', 'SpringWebFluxTemplateEngine', 'ITemplateEngine'];
const thymeleaf: TaintSpec = {
  sinks: [
    { callee: on(ENGINES, ['process', 'processThrottled']), kind: 'template', args: [0], rule: STRING_TEMPLATE_ROWS },
  ],
  types: [
    ...ENGINES.slice(0, 3).map((engine) => ({ callee: engine, form: 'new' as const, returns: engine })),
  ],
  supertypes: {
    SpringTemplateEngine: ['TemplateEngine'],
    SpringWebFluxTemplateEngine: ['SpringTemplateEngine'],
    TemplateEngine: ['ITemplateEngine'],
  },
};

/**
 * Jackson: a mapper with default typing reads a class name from the data for every value of a non-final declared type
 * (`Object`, an interface) and instantiates it. These rows count only in a file that turns that on without an
 * allow-list (rules/jackson-typing.ts); the object read goes on as any decoded input does.
 */
export const JACKSON_TYPING_ROWS = 'jackson-default-typing';
const MAPPERS = ['ObjectMapper', 'JsonMapper', 'XmlMapper', 'YAMLMapper', 'CBORMapper', 'SmileMapper', 'ObjectReader'];
const jackson: TaintSpec = {
  sinks: [
    { callee: on(MAPPERS, ['readValue', 'readValues', 'treeToValue', 'convertValue']), receiver: 'mapper|reader|json', kind: 'deserialization', args: [0], rule: JACKSON_TYPING_ROWS, passesOn: true },
  ],
  types: [
    { callee: on(MAPPERS.slice(0, -1), ['reader', 'readerFor', 'readerForListOf', 'readerForMapOf', 'readerForUpdating']), returns: 'ObjectReader' },
    { callee: on(['ObjectReader'], ['forType', 'with', 'without', 'withView', 'withRootName']), returns: 'ObjectReader' },
  ],
  supertypes: {
    JsonMapper: ['ObjectMapper'],
    XmlMapper: ['ObjectMapper'],
    YAMLMapper: ['ObjectMapper'],
    CBORMapper: ['ObjectMapper'],
    SmileMapper: ['ObjectMapper'],
  },
};

export const frameworksSpec: TaintSpec = mergeSpecs(springLdap, mybatis, thymeleaf, jackson);
