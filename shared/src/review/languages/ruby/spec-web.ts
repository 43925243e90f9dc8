/**
 * Taint rows for Ruby's web frameworks: Rails (ActionController, ActionDispatch, ActionView helpers), Sinatra and
 * Grape route blocks, and Rack. Qualified names are dotted (`ActionDispatch.Request` for ActionDispatch::Request).
 */
import type { TaintSpec } from '../../core/taint-spec';

export const on = (types: readonly string[], members: readonly string[]): string[] => types.flatMap((type) => members.map((member) => `${type}.${member}`));

const REQUEST = ['Rack.Request'];
/** Kinds outside input from the process itself (arguments, environment, terminal) can reach: not the browser's. */
export const LOCAL_KINDS = ['command', 'code', 'sql', 'path', 'ssrf', 'deserialization', 'template', 'ldap', 'xpath', 'reflection', 'include'] as const;
export const ROUTE_DECORATORS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'route', 'link', 'unlink'];

export const webSpec: TaintSpec = {
  sources: [
    // `params` is the request's parameters in Rails controllers and views, Sinatra, Grape and Hanami alike; a
    // method or attribute of the file's own class named params is found first.
    { callee: 'params', label: 'request parameter' },
    // Plain cookies are what the browser sends; signed and encrypted ones cannot be forged (see the propagators).
    { callee: 'cookies', label: 'request cookie' },
    { callee: 'env', arity: 0, label: 'Rack environment' },
    {
      callee: on(REQUEST, ['params', 'parameters', 'query_parameters', 'request_parameters', 'path_parameters', 'GET', 'POST', 'headers', 'env', 'body', 'raw_post',
        'query_string', 'url', 'original_url', 'fullpath', 'original_fullpath', 'path', 'path_info', 'referer', 'referrer', 'user_agent', 'host', 'host_with_port',
        'authorization', 'cookies', 'cookie_jar', 'content_type', 'accept', 'x_forwarded_host']),
      label: 'request input',
    },
  ],
  types: [
    { callee: 'url_helpers', form: 'read', returns: 'Rails.UrlHelpers' },
    { callee: 'request', returns: 'ActionDispatch.Request' },
    { callee: ['Rack.Request.new', 'ActionDispatch.Request.new', 'Sinatra.Request.new'], returns: 'Rack.Request' },
    { callee: 'response', returns: 'ActionDispatch.Response' },
    { callee: 'Rack.Response.new', returns: 'Rack.Response' },
    { callee: 'headers', arity: 0, returns: 'ActionDispatch.Headers' },
    { callee: on(['ActionDispatch.Response', 'Rack.Response'], ['headers']), returns: 'ActionDispatch.Headers' },
    { callee: ['cookies'], returns: 'ActionDispatch.Cookies' },
    { callee: on(['ActionDispatch.Cookies'], ['permanent']), returns: 'ActionDispatch.Cookies' },
    { callee: on(['ActionDispatch.Cookies'], ['signed', 'encrypted']), returns: 'ActionDispatch.SignedCookies' },
  ],
  supertypes: {
    'ActionDispatch.Request': ['Rack.Request'],
    'Sinatra.Request': ['Rack.Request'],
    'Rack.Response': ['ActionDispatch.Response'],
  },
  parameters: [
    // `get '/users/:id' do |id| … end`: a route block's parameters are the path's captures.
    { decorator: ROUTE_DECORATORS, params: 'all', label: 'request path parameter `{name}`' },
    // A Rack application's `call(env)`: the environment holds the request (rack.ts).
    { decorator: ['rack'], params: 'all', label: 'Rack environment' },
    // `task :name, [:arg] => :environment do |t, args| … end`: Rake hands the command line's task arguments in.
    { decorator: ['task'], params: 'all', label: 'rake task argument' },
  ],
  returns: [
    // A Sinatra route block's value is the response body, sent as HTML.
    { decorator: ROUTE_DECORATORS, kind: 'xss', text: true, imports: 'sinatra' },
    // A Rack handler's value is the response: this row (which matches nothing) makes it a unit the analysis starts
    // from; the response's parts are judged where the lowering hands them to Rack.response (rack.ts).
    { decorator: ['rack'], kind: 'redirect', shape: '(?!)' },
  ],
  sinks: [
    { callee: ['*.html_safe'], kind: 'xss', args: [-1] },
    { callee: ['raw', '*.safe_concat'], kind: 'xss', args: [0] },
    { callee: ['ActiveSupport.SafeBuffer.new'], kind: 'xss', args: [0] },
    { callee: 'render', kind: 'template', args: ['inline'] },
    { callee: ['render', 'render_to_string'], kind: 'path', args: [0, 'file', 'template', 'partial'], text: true },
    { callee: ['erb', 'haml', 'slim', 'ERB.new', 'Haml.Engine.new', 'Slim.Template.new', 'Tilt.ERBTemplate.new', 'Erubi.Engine.new'], kind: 'template', args: [0], text: true },
    // Rails 7 refuses other hosts only where raise_on_open_redirects is on; `allow_other_host: false` says so here.
    { callee: ['redirect_to'], kind: 'redirect', args: [0], unless: { keyword: 'allow_other_host', matches: '^false$' } },
    { callee: ['redirect_back', 'redirect_back_or_to'], kind: 'redirect', args: [0, 'fallback_location'] },
    { callee: ['redirect'], kind: 'redirect', args: [0] },
    { callee: ['Rack.Response.redirect'], kind: 'redirect', args: [0] },
    { callee: ['Rack.response', 'Rack.html_response'], kind: 'redirect', args: [1], part: 'location' },
    { callee: ['Rack.response', 'Rack.html_response'], kind: 'redirect', args: [1], part: 'Location' },
    { callee: ['Rack.html_response'], kind: 'xss', args: [2] },
    // A link whose href starts with outside input can be a javascript: URL.
    { callee: ['link_to', 'button_to'], kind: 'xss', args: [1], shape: '^(\\u0000|$)' },
    { callee: ['head'], kind: 'redirect', args: ['location'] },
    { callee: ['ActionDispatch.Headers.[]'], form: 'write', kind: 'header', args: [0] },
    // Replacing the headers wholesale; the row also makes `response.headers[…] = v` a reason to analyse the method.
    { callee: ['ActionDispatch.Response.headers'], form: 'write', kind: 'header', args: [0] },
    { callee: on(['ActionDispatch.Response'], ['set_header', 'add_header']), kind: 'header', args: [1] },
    { callee: ['send_file'], kind: 'path', args: [0] },
  ],
  sanitizers: [
    // `url_from` (Rails 7.1) gives nil for a URL of another host.
    { callee: ['url_from'], kinds: ['redirect'] },
    // Route helpers (`user_path(@user)`, `root_url`) build URLs of this application (the lowering names them so).
    { callee: ['Rails.UrlHelpers.*'], kinds: ['redirect', 'xss', 'header', 'ssrf'] },
    { callee: ['ERB.Util.html_escape', 'ERB.Util.h', 'h', 'html_escape', 'CGI.escapeHTML', 'CGI.escape_html', 'Rack.Utils.escape_html', 'sanitize', 'strip_tags', 'escape_javascript', 'j', 'json_escape', 'ERB.Util.json_escape', '*.sanitize'], kinds: ['xss', 'template', 'log', 'header'] },
    { callee: ['json', '*.to_json', 'JSON.generate', 'JSON.dump', 'render_to_string', 'erb', 'haml', 'slim'], kinds: ['xss'] },
  ],
  propagators: [
    { callee: on(['ActionDispatch.Cookies'], ['signed', 'encrypted']), effect: 'clean' },
    { callee: ['halt', 'Sinatra.Base.halt'], effect: 'exit' },
  ],
};
