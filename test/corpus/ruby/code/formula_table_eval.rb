# corpus: CWE-95 safe — the request only selects a key; eval runs one of the constant formulas in the table.
# frozen_string_literal: true

class ShippingEstimator
  FORMULAS = {
    "standard" => "weight * 1.2 + 4.99",
    "express" => "weight * 2.5 + 9.99",
    "freight" => "[weight * 0.8, 49.0].max"
  }.freeze

  def initialize(method_name)
    @formula = FORMULAS.fetch(method_name, FORMULAS["standard"])
  end

  def cost(weight)
    eval(@formula)
  end
end

class Shop::ShippingQuotesController < ApplicationController
  def show
    estimator = ShippingEstimator.new(params[:method])
    render json: { cost: estimator.cost(params[:weight].to_f).round(2) }
  end
end
