# rejected: the protected code calls exit, whose SystemExit the handler catches today and StandardError would not
# keeps: rescue Exception => e
def run(task)
  task.call
  exit(0) if task.done?
rescue Exception => e
  puts "stopped: #{e.class}"
end
