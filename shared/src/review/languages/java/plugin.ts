/** The Java plugin: everything the engine knows about Java. */
import type { LanguagePlugin } from '../../core/rule';
import { lowerJava } from './lowering';
import { rules as permissions } from './rules/permissions';
import { rules as cors } from './rules/cors';
import { rules as jwt } from './rules/jwt';
import { rules as performance } from './rules/performance';
import { rules as quality } from './rules/quality';
import { rules as reliability } from './rules/reliability';
import { rules as security } from './rules/security';
import { rules as tls } from './rules/tls';
import { business, calls, functions, imports } from './syntax';
import { javaSpec } from './taint-spec';
import { unlessHardened } from './rules/xml-parsers';
import { withStringTemplates } from './rules/string-templates';
import { withJacksonTyping } from './rules/jackson-typing';

const stringLiteral = (text: string) => JSON.stringify(text);

const JAVA = `import java.sql.*;
import javax.servlet.http.*;

public class Users extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String id = req.getParameter("id");
    Statement st = connection.createStatement();
    ResultSet rs = st.executeQuery("SELECT * FROM users WHERE id = " + id);
    resp.getWriter().println("<p>" + id + "</p>");
  }
}
`;

export const java: LanguagePlugin = {
  id: 'java',
  languages: [{ language: 'java', name: 'Java', extensions: ['.java'], editorIds: ['java'], comments: { line: ['//'], block: ['/*', '*/'] } }],
  grammars: [{ name: 'java', wasm: 'tree-sitter-java.wasm', language: 'java' }],
  flow: { lower: lowerJava, spec: javaSpec, calls },
  syntax: { functions, imports, business },
  codegen: {
    guardClause: (condition, message, indent) => `${indent}if (${condition}) throw new IllegalArgumentException(${stringLiteral(message)});\n`,
    or: '||',
  },
  taint: {
    sql: {
      suggestion: 'Use a PreparedStatement with ? placeholders and setString/setInt for the values; pick table and column names from an allow-list.',
    },
    nosql: {
      suggestion: 'Build filters with Filters.eq and friends from typed values; never put input into $where or parse it as a query.',
    },
    command: {
      suggestion: 'Use ProcessBuilder with a fixed program and separate arguments, validated against an allow-list; never pass input to sh -c.',
    },
    code: {
      suggestion: 'Never evaluate expressions from input; dispatch through a fixed map of allowed operations.',
    },
    path: {
      suggestion: 'Resolve against a base directory, normalize(), and reject paths that do not start with it; or keep only the file name (Path.getFileName).',
    },
    ldap: {
      suggestion: 'Encode values with an LDAP encoder (ESAPI encodeForLDAP, Spring LdapEncoder.filterEncode) or build filters with a filter API.',
    },
    xpath: {
      suggestion: 'Bind values as XPath variables (XPathVariableResolver) instead of concatenating them into the expression.',
    },
    xss: {
      suggestion: 'Escape the value for HTML (OWASP Encoder Encode.forHtml, Spring HtmlUtils.htmlEscape) or render it through a template engine that escapes.',
      name: 'xss-response-writer',
    },
    template: {
      suggestion: 'Load templates from files you control and pass outside values in as model data.',
      extend: withStringTemplates,
    },
    redirect: {
      suggestion: 'Redirect only to local paths you build yourself or to hosts on an allow-list.',
    },
    ssrf: {
      suggestion: 'Parse the URL and only allow hosts from an allow-list; keep scheme and host fixed in code.',
    },
    deserialization: {
      suggestion: 'Exchange JSON bound to specific classes, or install an ObjectInputFilter that allows only the expected classes; give Jackson default typing a BasicPolymorphicTypeValidator that allows only your own packages.',
      extend: withJacksonTyping,
    },
    log: {
      suggestion: 'Replace \\r and \\n in outside values before logging them, or use a layout that encodes them.',
    },
    'trust-boundary': {
      suggestion: 'Validate the value against what the session may hold before storing it, or keep request values out of the session.',
    },
    header: {
      suggestion: 'Reject or strip \\r and \\n from values put into headers, or encode them (URLEncoder).',
    },
    regex: {
      suggestion: 'Quote the value with Pattern.quote before using it in a pattern, or compare text without regular expressions.',
    },
    'weak-random': {
      suggestion: 'Use java.security.SecureRandom.',
    },
    xxe: {
      suggestion: 'Harden the factory before parsing outside XML: setFeature("http://apache.org/xml/features/disallow-doctype-decl", true) for DOM and SAX, XMLInputFactory.SUPPORT_DTD false for StAX, or XMLConstants.ACCESS_EXTERNAL_DTD set to "".',
      extend: unlessHardened,
    },
  },
  queryInLoop: { suggestion: 'Load all rows in one query (WHERE id IN (…), a join fetch) before the loop and index them in a Map.' },
  rules: [...permissions, ...cors, ...jwt, ...tls, ...security, ...reliability, ...performance, ...quality],
  warmUp: [{ language: 'java', code: JAVA }],
};
