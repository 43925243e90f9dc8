# corpus: CWE-89 safe — the search term is bound through ? placeholders; the interpolation only builds the bound LIKE pattern.
# frozen_string_literal: true

class Recipe < ApplicationRecord
  has_many :ingredients

  scope :vegetarian, -> { where(vegetarian: true) }

  def self.named_like(term)
    pattern = "%#{sanitize_sql_like(term.to_s.strip)}%"
    where("recipes.title ILIKE ? OR recipes.summary ILIKE ?", pattern, pattern)
  end

  def self.with_ingredient(name)
    joins(:ingredients).where("ingredients.name ILIKE ?", "#{sanitize_sql_like(name)}%").distinct
  end
end

class RecipesController < ApplicationController
  def index
    @recipes = Recipe.named_like(params[:q])
    @recipes = @recipes.with_ingredient(params[:ingredient]) if params[:ingredient].present?
    @recipes = @recipes.vegetarian if params[:veg] == "1"
    @recipes = @recipes.order(:title).limit(30)
  end
end
