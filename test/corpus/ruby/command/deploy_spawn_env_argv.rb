# corpus: CWE-78 safe — the branch from the environment is one element of an argument vector passed to Process.spawn; no shell parses it.
# frozen_string_literal: true

def run!(*argv)
  pid = Process.spawn(*argv)
  Process.wait(pid)
  abort("failed: #{argv.join(' ')}") unless $?.success?
end

branch = ENV.fetch("DEPLOY_BRANCH", "main")
run!("git", "fetch", "origin", "refs/heads/#{branch}:refs/remotes/origin/#{branch}")
run!("git", "checkout", "--detach", "origin/#{branch}")
run!("bundle", "exec", "rake", "assets:precompile")
