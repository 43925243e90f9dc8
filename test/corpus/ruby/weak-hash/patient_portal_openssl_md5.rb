# corpus: CWE-328 vulnerable — the service hashes new portal passwords with OpenSSL MD5 before saving them.
# frozen_string_literal: true

require "openssl"

class PortalAccountService
  def initialize(patient)
    @patient = patient
  end

  def set_password(new_password)
    digest = OpenSSL::Digest.new("MD5").hexdigest("#{@patient.id}:#{new_password}")
    @patient.update!(portal_password_hash: digest, portal_password_set_at: Time.current)
  end
end

class Portal::PasswordsController < ApplicationController
  def update
    PortalAccountService.new(current_patient).set_password(params.require(:password))
    redirect_to portal_root_path, notice: "Password saved"
  end
end
