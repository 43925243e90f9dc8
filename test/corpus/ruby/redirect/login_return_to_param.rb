# corpus: CWE-601 vulnerable — after sign-in the user is redirected to the return_to parameter without any host check.
# frozen_string_literal: true

class Patients::SessionsController < ApplicationController
  skip_before_action :authenticate_patient!, only: %i[new create]

  def new
    @return_to = params[:return_to]
  end

  def create
    patient = Patient.find_by(email: params[:email].to_s.downcase)
    if patient&.authenticate(params[:password])
      session[:patient_id] = patient.id
      redirect_to params[:return_to].presence || portal_root_path
    else
      flash.now[:alert] = "Sign-in failed"
      render :new, status: :unprocessable_entity
    end
  end
end
