# corpus: CWE-470 safe — the channel parameter is mapped to a notifier class with case/when; unknown values raise.
# frozen_string_literal: true

class NotifierFactory
  UnknownChannel = Class.new(StandardError)

  def self.for(channel)
    case channel
    when "sms" then SmsNotifier
    when "email" then EmailNotifier
    when "push" then PushNotifier
    else raise UnknownChannel, channel.to_s
    end
  end
end

class Clinic::RemindersController < ApplicationController
  def create
    appointment = current_clinic.appointments.find(params[:appointment_id])
    NotifierFactory.for(params[:channel]).new(appointment.patient).deliver(:reminder, appointment)
    head :accepted
  rescue NotifierFactory::UnknownChannel
    head :unprocessable_entity
  end
end
