# corpus: CWE-79 safe — the helper escapes the visitor name with h() before building the html_safe string.
# frozen_string_literal: true

module GreetingHelper
  include ERB::Util

  def visitor_greeting
    name = h(cookies[:visitor_name].presence || "friend")
    "<p class=\"greeting\">Hi <b>#{name}</b>, welcome back.</p>".html_safe
  end
end

class HomeController < ApplicationController
  helper GreetingHelper

  def index
    cookies[:visitor_name] = params[:name] if params[:name].present?
  end
end
