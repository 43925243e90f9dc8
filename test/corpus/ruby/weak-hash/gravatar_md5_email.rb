# corpus: CWE-328 safe — MD5 of the e-mail address is the identifier Gravatar requires for avatar URLs, not a password or signature.
# frozen_string_literal: true

require "digest/md5"

module AvatarHelper
  def gravatar_url(email, size: 80)
    hash = Digest::MD5.hexdigest(email.to_s.strip.downcase)
    "https://www.gravatar.com/avatar/#{hash}?s=#{Integer(size)}&d=identicon"
  end
end

class Forum::MembersController < ApplicationController
  helper AvatarHelper

  def show
    @member = ForumMember.find(params[:id])
  end
end
