# behaviour: a command line without shell syntax becomes the program and its arguments: echo prints the same words
# safe-fixes: ruby.security.command-injection

name = ARGV.fetch(0, "world")
system("echo hello #{name}")
greeting = `echo good morning #{name}`
puts greeting.upcase
