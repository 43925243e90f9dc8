/** The Ruby plugin: everything the engine knows about Ruby (Rails, Sinatra, Rack and the standard library). */
import type { LanguagePlugin } from '../../core/rule';
import { lowerRuby } from './lowering';
import { rules } from './rules';
import { rubyString } from './rules/strings';
import { taint } from './taint-choices';
import { business, calls, functions, imports } from './syntax';
import { rubySpec } from './taint-spec';

const CONTROLLER = `class SearchController < ApplicationController
  def index
    query = params[:q]
    @users = User.where("name LIKE '%#{query}%'").order(:name)
    system("grep -r #{query} /var/log/app")
    puts "searched for #{query}"
    render :index
  end
end
`;

export const ruby: LanguagePlugin = {
  id: 'ruby',
  languages: [{ language: 'ruby', name: 'Ruby', extensions: ['.rb', '.rake', '.gemspec', '.ru'], editorIds: ['ruby'], comments: { line: ['#'], block: ['=begin', '=end'] } }],
  grammars: [{ name: 'ruby', wasm: 'tree-sitter-ruby.wasm', language: 'ruby' }],
  flow: { lower: lowerRuby, spec: rubySpec, calls },
  syntax: { functions, imports, business },
  codegen: {
    // `raise ArgumentError, "quantity must not be negative" if quantity < 0`, as the first statement.
    guardClause: (condition, message, indent) => `${indent}raise ArgumentError, ${rubyString(message)} if ${condition}\n`,
    or: '||',
  },
  taint,
  queryInLoop: { suggestion: 'Load what the loop needs up front: includes/preload the association (Order.includes(:line_items)), or query once for all ids (where(id: ids)) and index the result with index_by.' },
  rules,
  warmUp: [{ language: 'ruby', code: CONTROLLER, filename: 'search_controller.rb' }],
};
