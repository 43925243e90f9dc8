# corpus: CWE-78 safe — IO.popen is given an array, so lpr receives the printer name as one argument without a shell.
# frozen_string_literal: true

class ShippingLabelPrinter
  def initialize(printer:)
    @printer = printer
  end

  def print(label_text)
    IO.popen(["lpr", "-P", @printer, "-o", "media=Custom.100x150mm"], "w") { |lpr| lpr.write(label_text) }
    $?.success?
  end
end

class Fulfilment::LabelsController < ApplicationController
  def create
    order = current_shop.orders.find(params[:order_id])
    printed = ShippingLabelPrinter.new(printer: params[:printer]).print(order.shipping_label)
    render json: { printed: printed }
  end
end
