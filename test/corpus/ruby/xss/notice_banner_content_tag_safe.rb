# corpus: CWE-79 vulnerable — the notice parameter is marked html_safe before content_tag, so content_tag does not escape it.
# frozen_string_literal: true

module BannerHelper
  def notice_banner(message)
    return "".html_safe if message.blank?

    content_tag(:div, message.html_safe, class: "banner banner--notice", role: "status")
  end
end

class Clinic::AppointmentsController < ApplicationController
  helper BannerHelper

  def index
    @appointments = current_patient.appointments.upcoming
    flash.now[:banner_html] = helpers.notice_banner(params[:notice])
  end

  def banner
    render html: helpers.notice_banner(params[:notice])
  end
end
