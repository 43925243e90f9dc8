# corpus: CWE-78 vulnerable — the printer name from the JSON body is interpolated into a command string opened with IO.popen.
# frozen_string_literal: true

class PrintLabelJob
  include Sidekiq::Job

  def perform(printer, label_text)
    IO.popen("lpr -P #{printer} -o media=Custom.62x29mm", "w") do |lpr|
      lpr.write(label_text)
    end
  end
end

class Warehouse::LabelsController < ApplicationController
  def create
    body = JSON.parse(request.body.read)
    PrintLabelJob.perform_async(body["printer"], body.fetch("text", ""))
    head :accepted
  end
end
