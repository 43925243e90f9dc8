# behaviour: File.read gives the same text as File.open(path).read, and closes the file
# safe-fixes: ruby.reliability.unclosed-file

File.write("notes.txt", "first line\nsecond line\n")
text = File.open("notes.txt").read
puts text.lines.size
