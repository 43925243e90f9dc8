# corpus: CWE-79 safe — content_tag escapes its string content, and the message is never marked html_safe.
# frozen_string_literal: true

module AlertHelper
  def inline_alert(message, kind: :info)
    content_tag(:div, message, class: "alert alert-#{kind == :error ? 'error' : 'info'}")
  end
end

class Payroll::PayslipsController < ApplicationController
  helper AlertHelper

  def notice
    render html: helpers.inline_alert(params[:msg], kind: params[:kind] == "error" ? :error : :info)
  end
end
