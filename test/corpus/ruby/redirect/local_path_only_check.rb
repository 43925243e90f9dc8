# corpus: CWE-601 safe — the target is used only if it starts with a single slash, so it stays a path on this host; anything else goes home.
# frozen_string_literal: true

module SafeReturn
  extend ActiveSupport::Concern

  private

  def safe_return_path(candidate, fallback:)
    value = candidate.to_s
    return fallback unless value.start_with?("/")
    return fallback if value.start_with?("//")

    value
  end
end

class Blog::CommentsController < ApplicationController
  include SafeReturn

  def create
    post = Post.published.find(params[:post_id])
    post.comments.create!(author: current_reader, body: params.require(:comment)[:body])
    redirect_to safe_return_path(params[:return_to], fallback: post_path(post))
  end
end
