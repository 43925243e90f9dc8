# behaviour: outside input escaped before it joins the markup: ordinary text shows the same
# safe-fixes: ruby.security.xss
require "erb"

# ActiveSupport's String#html_safe marks a string as markup; here it is the string itself.
class String
  def html_safe
    self
  end
end

name = ARGV.fetch(0, "alice")
puts "<p>Hello #{name}</p>".html_safe
