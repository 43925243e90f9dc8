# corpus: CWE-89 safe — the search values are passed as hash conditions, which Active Record binds as values.
# frozen_string_literal: true

class Customer < ApplicationRecord
  has_many :orders

  scope :in_region, ->(region) { where(region: region) }

  def self.lookup(email:, region: nil)
    relation = where(email: email.to_s.downcase)
    relation = relation.in_region(region) if region.present?
    relation
  end
end

class CustomersController < ApplicationController
  def search
    @customers = Customer.lookup(email: params[:email], region: params[:region]).limit(25)
    render :index
  end
end
