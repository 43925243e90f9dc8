# corpus: CWE-611 vulnerable — the uploaded catalog XML is parsed by the import service with Nokogiri's noent and dtdload options, so external entities in the upload are expanded into product descriptions.
# frozen_string_literal: true

class SupplierCatalogImport
  Result = Struct.new(:created, :updated, :errors, keyword_init: true)

  def initialize(supplier, xml)
    @supplier = supplier
    @xml = xml
  end

  def call
    doc = Nokogiri::XML(@xml) do |config|
      config.strict.noent.dtdload
    end

    result = Result.new(created: 0, updated: 0, errors: [])
    doc.xpath("//product").each do |node|
      upsert(node, result)
    end
    result
  rescue Nokogiri::XML::SyntaxError => e
    Result.new(created: 0, updated: 0, errors: [e.message])
  end

  private

  def upsert(node, result)
    product = @supplier.products.find_or_initialize_by(sku: node.at("sku")&.text.to_s.strip)
    was_new = product.new_record?
    product.assign_attributes(
      name: node.at("name")&.text,
      description: node.at("description")&.text,
      price_cents: (node.at("price")&.text.to_d * 100).to_i
    )
    if product.save
      was_new ? result.created += 1 : result.updated += 1
    else
      result.errors << "#{product.sku}: #{product.errors.full_messages.to_sentence}"
    end
  end
end

class Suppliers::CatalogImportsController < ApplicationController
  before_action :authenticate_supplier!

  def create
    upload = params.require(:catalog)
    result = SupplierCatalogImport.new(current_supplier, upload.read).call

    if result.errors.empty?
      redirect_to supplier_products_path, notice: "#{result.created} created, #{result.updated} updated"
    else
      flash.now[:alert] = result.errors.first(5).join("; ")
      render :new, status: :unprocessable_entity
    end
  end
end
