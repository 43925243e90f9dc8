# corpus: CWE-78 vulnerable — the branch query parameter is interpolated into a %x() shell command.
# frozen_string_literal: true

require "sinatra"
require "json"

REPO_DIR = "/srv/git/website.git"

def recent_commits(branch, limit)
  %x(git --git-dir=#{REPO_DIR} log --oneline -n #{limit} #{branch}).lines.map(&:chomp)
end

def branches
  %x(git --git-dir=#{REPO_DIR} for-each-ref --format='%(refname:short)' refs/heads).lines.map(&:strip)
end

get "/branches" do
  content_type :json
  branches.to_json
end

get "/commits" do
  content_type :json
  branch = params.fetch("branch", "main")
  { branch: branch, commits: recent_commits(branch, 20) }.to_json
end
