# corpus: CWE-470 safe — public_send is only reached when the action is one of a fixed list of state transitions.
# frozen_string_literal: true

class Post < ApplicationRecord
  def publish
    update(published_at: Time.current, state: "published")
  end

  def archive
    update(state: "archived")
  end
end

class Blog::PostStatesController < ApplicationController
  TRANSITIONS = %w[publish archive].freeze

  def update
    post = current_author.posts.find(params[:post_id])
    action = params[:transition]
    return head(:bad_request) unless TRANSITIONS.include?(action)

    post.public_send(action)
    redirect_to blog_post_path(post)
  end
end
