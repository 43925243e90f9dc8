# corpus: CWE-614 safe — the staff session cookie is set with secure: true, httponly and SameSite=Strict.
# frozen_string_literal: true

class Clinic::StaffSessionsController < ApplicationController
  def create
    staff = StaffUser.find_by(badge_id: params[:badge_id])
    return head(:unauthorized) unless staff&.authenticate(params[:pin])

    cookies[:staff_session] = {
      value: staff.sessions.create!.token,
      secure: true,
      httponly: true,
      same_site: :strict,
      expires: 8.hours.from_now
    }
    redirect_to clinic_root_path
  end
end
