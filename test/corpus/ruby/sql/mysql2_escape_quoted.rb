# corpus: CWE-89 safe — the username is escaped with Mysql2::Client#escape and placed inside quotes, so it stays a string literal.
# frozen_string_literal: true

require "mysql2"

class ForumUserLookup
  def initialize(client = Mysql2::Client.new(default_file: "/etc/forum/my.cnf", database: "forum"))
    @client = client
  end

  def posts_by(username)
    name = @client.escape(username.to_s)
    @client.query(
      "SELECT p.id, p.title FROM posts p JOIN users u ON u.id = p.user_id WHERE u.username = '#{name}' LIMIT 50",
      symbolize_keys: true
    ).to_a
  end
end

class ForumPostsController < ApplicationController
  def by_user
    render json: ForumUserLookup.new.posts_by(params[:username])
  end
end
